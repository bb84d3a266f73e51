/**
 * The seasons (`seasons/{id}`): what prices a car's days (the checkout, the
 * staff's offers and the public pages read them) and the back office's
 * changes to them. A season is saved in a transaction that first reads the
 * others of its scope, so two of one scope can never come to overlap, even
 * when two admins save at once.
 */
import {
  overlappingSeason,
  scopeKeysOf,
  seasonsOf,
  seasonScopeKey,
  seasonToData,
  type Season,
  type SeasonCar,
} from '@costa/domain';
import { FieldValue, type Firestore, type QuerySnapshot } from 'firebase-admin/firestore';

export type SaveSeasonOutcome = { saved: true; seasonId: string } | { saved: false; overlap: Season } | { saved: false; missing: true };

export interface SeasonStore {
  /** The seasons that can price `car` from `from` on (its own, its category's, the fleet's), ending on or after `from`. */
  forCar(car: Pick<SeasonCar, 'id' | 'category'>, from: string): Promise<Season[]>;
  /** Every season sharing a day with `from`..`to`. */
  within(from: string, to: string): Promise<Season[]>;
  /** Creates (`id` null) or replaces a season, unless another of its scope shares a day with it. */
  save(id: string | null, season: Omit<Season, 'id'>, caller: string): Promise<SaveSeasonOutcome>;
  /** Whether there was a season to delete. */
  remove(id: string): Promise<boolean>;
}

export const toSeasons = (snapshot: QuerySnapshot): Season[] => seasonsOf(snapshot.docs);

/** The query of the seasons that can price a car's days from `from` on: its own, its category's, the fleet's. */
export const carSeasonsQuery = (db: Firestore, car: Pick<SeasonCar, 'id' | 'category'>, from: string) =>
  db.collection('seasons').where('scopeKey', 'in', scopeKeysOf(car)).where('endDate', '>=', from);

/** The query of the seasons sharing a day with `from`..`to`. */
export const seasonsWithinQuery = (db: Firestore, from: string, to: string) =>
  db.collection('seasons').where('endDate', '>=', from).where('startDate', '<=', to);

export function firestoreSeasons(db: () => Firestore): SeasonStore {
  const seasons = () => db().collection('seasons');
  return {
    async forCar(car, from) {
      return toSeasons(await carSeasonsQuery(db(), car, from).get());
    },
    async within(from, to) {
      return toSeasons(await seasonsWithinQuery(db(), from, to).get());
    },
    async save(id, season, caller) {
      const ref = id ? seasons().doc(id) : seasons().doc();
      return db().runTransaction(async (tx): Promise<SaveSeasonOutcome> => {
        if (id && !(await tx.get(ref)).exists) return { saved: false, missing: true };
        const sameScope = toSeasons(await tx.get(seasons().where('scopeKey', '==', seasonScopeKey(season.scope, season.target))));
        const overlap = overlappingSeason({ ...season, id: ref.id }, sameScope);
        if (overlap) return { saved: false, overlap };
        tx.set(ref, { ...seasonToData(season), updatedBy: caller, updatedAt: FieldValue.serverTimestamp() });
        return { saved: true, seasonId: ref.id };
      });
    },
    async remove(id) {
      const ref = seasons().doc(id);
      return db().runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) return false;
        tx.delete(ref);
        return true;
      });
    },
  };
}
