/**
 * The fleet editor's data: every car, hidden ones included, live through
 * reactfire; saving, deleting and photos through the admins-only callables
 * (`saveCar`, `deleteCar`, `addCarPhoto`), which check with the domain's
 * schema. A photo is sent to `addCarPhoto`, which judges it from its bytes
 * and makes it the storefront's photo with its responsive variants.
 */
import {
  CALLABLES,
  type AddCarPhotoRequest,
  type AddCarPhotoResponse,
  type CarFormValues,
  type SaveCarResponse,
} from '@costa/domain';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';

export { useFleetCars as useFleet } from '../../back-office/fleet-cars';

async function callable<Request, Response>(name: (typeof CALLABLES)[keyof typeof CALLABLES], request: Request): Promise<Response> {
  const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
  return (await httpsCallable<Request, Response>(functions, name)(request)).data;
}

export function saveCar(carId: string | null, car: CarFormValues): Promise<SaveCarResponse> {
  return callable(CALLABLES.saveCar, carId ? { carId, car } : { car });
}

export function deleteCar(carId: string): Promise<{ deleted: true }> {
  return callable(CALLABLES.deleteCar, { carId });
}

/** The file's bytes as base64, for the callable's JSON. */
async function base64Of(file: Blob): Promise<string> {
  const url = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
  return url.slice(url.indexOf(',') + 1);
}

/** Sends the chosen file and returns the photo's address once its variants are made. */
export async function addCarPhoto(file: File): Promise<string> {
  const request: AddCarPhotoRequest = { contentType: file.type, data: await base64Of(file) };
  const { url } = await callable<AddCarPhotoRequest, AddCarPhotoResponse>(CALLABLES.addCarPhoto, request);
  return url;
}
