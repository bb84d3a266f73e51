/**
 * What the fleet editor's callables (handlers/fleet.ts) change: car documents
 * in Firestore, and photos in Cloud Storage.
 * - Saving keeps what the editor does not show: the other languages'
 *   translations and specification keys beyond the editor's.
 * - Deleting a car first looks for one order naming it, and takes its staff
 *   blocks, held days and public ranges with it.
 * - A photo is an admin's upload made into the storefront's 1200 x 800 JPEG
 *   and its WebP variants, the widths and format the shipped photos have
 *   (domain images.ts), under an id nobody can guess, kept in a PhotoStore:
 *   Cloud Storage when deployed, Firestore documents on the emulators.
 */
import {
  buildCarSlug,
  CAR_IMAGE_SIZE,
  CAR_IMAGE_WIDTHS,
  SPEC_NUMBER_KEYS,
  SPEC_TEXT_KEYS,
  slugKeyOf,
  uploadedPhotoPath,
  uploadedVariantPath,
  type carFieldsOf,
} from '@costa/domain';
import { getStorage } from 'firebase-admin/storage';
import type { Firestore } from 'firebase-admin/firestore';
import sharp from 'sharp';

export type CarFields = ReturnType<typeof carFieldsOf>;

export interface FleetStore {
  /** A new car (`carId` null) or a change to one; null when the car to change does not exist. */
  saveCar(carId: string | null, fields: CarFields, now: number): Promise<{ carId: string; slug: string } | null>;
  /** 'has-orders' when any order names the car. */
  deleteCar(carId: string): Promise<'deleted' | 'not-found' | 'has-orders'>;
}

const SPEC_KEYS = new Set<string>([...SPEC_TEXT_KEYS, ...SPEC_NUMBER_KEYS]);

export function firestoreFleet(db: () => Firestore): FleetStore {
  return {
    async saveCar(carId, { description, features, specifications, ...fields }, now) {
      const cars = db().collection('cars');
      const ref = carId ? cars.doc(carId) : cars.doc();
      return db().runTransaction(async (tx) => {
        const current = await tx.get(ref);
        if (carId && !current.exists) return null;
        // Keys beyond the editor's that an import or the console added stay.
        const kept = Object.entries((current.get('specifications') as Record<string, unknown> | undefined) ?? {}).filter(
          ([key]) => !SPEC_KEYS.has(key),
        );
        const data = {
          ...fields,
          description,
          specifications: { ...Object.fromEntries(kept), ...specifications },
          slugKey: slugKeyOf(ref.id),
          'descriptionTranslations.en': description,
          'featuresTranslations.en': features,
        };
        if (current.exists) {
          tx.update(ref, data);
        } else {
          tx.set(ref, {
            ...fields,
            description,
            specifications,
            slugKey: slugKeyOf(ref.id),
            descriptionTranslations: { en: description },
            featuresTranslations: { en: features },
            createdAt: now,
          });
        }
        return { carId: ref.id, slug: buildCarSlug(fields.name, fields.model, ref.id) };
      });
    },

    async deleteCar(carId) {
      const ref = db().collection('cars').doc(carId);
      if (!(await ref.get()).exists) return 'not-found';
      const orders = await db().collection('orders').where('car.id', '==', carId).limit(1).get();
      if (!orders.empty) return 'has-orders';
      const [blocks, holds] = await Promise.all([
        db().collection('availabilityBlocks').where('carId', '==', carId).get(),
        db().collection('holds').where('carId', '==', carId).get(),
      ]);
      const writer = db().bulkWriter();
      for (const doc of [...blocks.docs, ...holds.docs]) void writer.delete(doc.ref);
      await writer.close();
      // The car and what hangs under it (public ranges, held days).
      await db().recursiveDelete(ref);
      return 'deleted';
    },
  };
}

/** Where uploaded photos are kept, by key (`photos/<id>.jpg`, `photos/v/<id>-<width>.webp`). */
export interface PhotoStore {
  save(key: string, bytes: Buffer, contentType: string): Promise<void>;
  read(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
}

/** Deployed: the project's default Cloud Storage bucket (its rules refuse every browser; only these functions reach it). */
export function cloudStoragePhotos(): PhotoStore {
  const file = (key: string) => getStorage().bucket().file(key);
  return {
    async save(key, bytes, contentType) {
      await file(key).save(bytes, { contentType, resumable: false, metadata: { cacheControl: IMMUTABLE } });
    },
    async read(key) {
      const [exists] = await file(key).exists();
      if (!exists) return null;
      const [[bytes], [metadata]] = await Promise.all([file(key).download(), file(key).getMetadata()]);
      return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
    },
  };
}

/**
 * On the emulators, the local default: the photos as Firestore documents
 * (`localPhotos/{key}`, server-only; a photo is far below a document's 1 MiB),
 * because the Storage emulator cannot start on these machines (its rules
 * runtime is a download from Google).
 */
export function firestorePhotos(db: () => Firestore): PhotoStore {
  const doc = (key: string) => db().collection('localPhotos').doc(key.replaceAll('/', '~'));
  return {
    async save(key, bytes, contentType) {
      await doc(key).set({ bytes, contentType, size: bytes.length });
    },
    async read(key) {
      const snapshot = await doc(key).get();
      if (!snapshot.exists) return null;
      return { bytes: Buffer.from(snapshot.get('bytes') as Uint8Array), contentType: snapshot.get('contentType') as string };
    },
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * An upload made into the storefront's photo: upright (the camera's
 * orientation applied), cropped to 3:2 around what stands out, as a 1200 x
 * 800 JPEG and a WebP per responsive width. Null when the bytes are not a
 * JPEG, PNG or WebP image, whatever the browser called them.
 */
export async function carPhotoFiles(bytes: Buffer, photoId: string): Promise<{ key: string; bytes: Buffer; contentType: string }[] | null> {
  const format = await sharp(bytes)
    .metadata()
    .then((meta) => meta.format)
    .catch(() => null);
  if (!format || !IMAGE_FORMATS.has(format)) return null;
  const photo = sharp(bytes).rotate().resize(CAR_IMAGE_SIZE.width, CAR_IMAGE_SIZE.height, { fit: 'cover', position: 'attention' });
  const main = await photo.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  const variants = await Promise.all(
    CAR_IMAGE_WIDTHS.map(async (width) => ({
      key: uploadedVariantPath(photoId, width, 'webp').slice(1),
      bytes: await photo.clone().resize({ width }).webp({ quality: 78 }).toBuffer(),
      contentType: 'image/webp',
    })),
  );
  // Variants first: once the photo is stored, a page may ask for any of them.
  return [...variants, { key: uploadedPhotoPath(photoId).slice(1), bytes: main, contentType: 'image/jpeg' }];
}

export { IMMUTABLE as PHOTO_CACHE_CONTROL };
