/**
 * The fleet editor's callables, admins only:
 * - `saveCar`: a new car or a change, checked with the domain's `carSchema`
 *   (the form's own); the slug follows the name.
 * - `deleteCar`: only a car no order names; otherwise staff hide it.
 * - `addCarPhoto`: the chosen file (a JPEG, PNG or WebP of at most 10 MB,
 *   judged from its bytes) made into a car photo with its responsive
 *   variants; the form adds the address it returns to the car's photos.
 * - `carPhoto` (HTTP, `/photos/**`): serves them on the site's own origin.
 */
import { randomBytes } from 'node:crypto';
import {
  CALLABLES,
  CAR_MESSAGES,
  photoProblem,
  uploadedPhotoPath,
  uploadedPhotoRequest,
  type AddCarPhotoRequest,
  carFieldsOf,
  carSchema,
  englishText,
  type AddCarPhotoResponse,
  type DeleteCarRequest,
  type FormMessage,
  type SaveCarResponse,
} from '@costa/domain';
import { refusal } from './refusal';
import { rejectUnlessRead, type HttpRequest, type HttpResponse } from './http';
import { carPhotoFiles, PHOTO_CACHE_CONTROL, type FleetStore, type PhotoStore } from '../services/fleet';
import { requireAdmin, type AdminCallRequest } from './admin-guard';
import { invalidInput, validated } from './validation';

const CAR_ID = /^[A-Za-z0-9_-]{1,128}$/;
const NO_CAR = 'This car does not exist.';

function carIdOf(data: unknown, optional: boolean): string | null {
  const carId = (data as { carId?: unknown } | null)?.carId;
  if (carId === undefined && optional) return null;
  if (typeof carId !== 'string' || !CAR_ID.test(carId)) throw refusal('invalid-input', NO_CAR);
  return carId;
}

export function createSaveCarHandler(fleet: FleetStore, now: () => number = Date.now) {
  return async (request: AdminCallRequest): Promise<SaveCarResponse> => {
    requireAdmin(request, CALLABLES.saveCar);
    const carId = carIdOf(request.data, true);
    const input = validated(carSchema, (request.data as { car?: unknown } | null)?.car);
    const saved = await fleet.saveCar(carId, carFieldsOf(input), now());
    if (!saved) throw refusal('car-not-found', NO_CAR);
    return saved;
  };
}

export function createDeleteCarHandler(fleet: FleetStore) {
  return async (request: AdminCallRequest): Promise<{ deleted: true }> => {
    requireAdmin(request, CALLABLES.deleteCar);
    const carId = carIdOf(request.data as DeleteCarRequest, false)!;
    const outcome = await fleet.deleteCar(carId);
    if (outcome === 'not-found') throw refusal('car-not-found', NO_CAR);
    if (outcome === 'has-orders') throw refusal('has-orders', englishText(CAR_MESSAGES.hasOrders));
    return { deleted: true };
  };
}

export function createAddCarPhotoHandler(photos: PhotoStore, newId: () => string = () => randomBytes(12).toString('base64url')) {
  return async (request: AdminCallRequest): Promise<AddCarPhotoResponse> => {
    requireAdmin(request, CALLABLES.addCarPhoto);
    const { contentType, data } = (request.data ?? {}) as Partial<Record<keyof AddCarPhotoRequest, unknown>>;
    const refuse = (problem: FormMessage) => invalidInput(englishText(problem), { images: problem });
    if (typeof contentType !== 'string' || typeof data !== 'string') throw refuse(CAR_MESSAGES.photoType);
    const bytes = Buffer.from(data, 'base64');
    const problem = photoProblem({ type: contentType, size: bytes.length });
    if (problem) throw refuse(problem);
    const photoId = newId();
    const files = await carPhotoFiles(bytes, photoId);
    // Whatever the browser called them, the bytes must be a JPEG, PNG or WebP image.
    if (!files) throw refuse(CAR_MESSAGES.photoType);
    for (const file of files) await photos.save(file.key, file.bytes, file.contentType);
    return { url: uploadedPhotoPath(photoId) };
  };
}

/** `/photos/**`: an uploaded photo or variant, cached for good (a photo's id never names other bytes). */
export function createCarPhotoHandler(photos: PhotoStore) {
  return async (req: HttpRequest, res: HttpResponse): Promise<void> => {
    if (rejectUnlessRead(req, res)) return;
    const wanted = uploadedPhotoRequest(req.path);
    const found = wanted ? await photos.read(wanted.key) : null;
    if (!wanted || !found) {
      res.status(404).set('Cache-Control', 'no-store').set('Content-Type', 'text/plain; charset=utf-8').send('Not found');
      return;
    }
    res.status(200).set('Content-Type', wanted.contentType).set('Cache-Control', PHOTO_CACHE_CONTROL).send(found.bytes);
  };
}
