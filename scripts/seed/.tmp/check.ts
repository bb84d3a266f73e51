import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
async function main() {
  const app = initializeApp({ projectId: 'demo-costa' }, 'check');
  const db = getFirestore(app);
  const cars = await db.collection('cars').get();
  console.log('cars', cars.size);
  const rs3 = await db.collection('cars').where('slugKey', '==', 'gika6s').get();
  console.log('rs3 by slugKey', rs3.docs.map((d) => [d.id, d.get('name'), Object.keys(d.get('descriptionTranslations'))]));
  const latest = await db.collection('cars').where('isAvailable', '==', true).orderBy('createdAt', 'desc').limit(6).get().catch((e) => { console.log('latest query err', e.message); return null; });
  console.log('latest', latest?.docs.map((d) => `${d.get('name')} ${new Date(d.get('createdAt')).toISOString()}`));
  console.log('discounts', (await db.collection('discounts').get()).docs.map((d) => [d.id, d.data()]));
  console.log('settings', (await db.doc('settings/site').get()).data());
  const blocks = await db.collection('availabilityBlocks').get();
  console.log('blocks', blocks.docs.map((d) => ({ id: d.id, ...d.data(), createdAt: String(d.get('createdAt')?.toDate?.() ?? d.get('createdAt')) })));
  const ranges = await db.collectionGroup('blockedRanges').get();
  console.log('ranges', ranges.docs.map((d) => [d.ref.path, d.data()]));
  for (const email of ['admin@costaprestige.com', 'customer@costaprestige.com']) {
    const u = await getAuth(app).getUserByEmail(email);
    console.log(u.uid, u.email, u.customClaims, (await db.doc(`profiles/${u.uid}`).get()).data(), (await db.doc(`roles/${u.uid}`).get()).data());
  }
  const one = (await db.doc('cars/VPiaM3deL9A66yg4i5Yb').get()).data();
  console.log(JSON.stringify(one, null, 1).slice(0, 1500));
}
main();
