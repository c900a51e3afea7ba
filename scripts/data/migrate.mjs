// `npm run migrate`: brings the data of an existing shop up to this version. Every step is safe to
// run again. Against the emulators by default; see scripts/data/admin-firestore.mjs for a real project.
import { recountSalesDaysInVietnamTime } from '../../functions/src/migrations/sales-days-in-vietnam-time.ts';
import { demoImagesAsJpeg } from '../../functions/src/migrations/demo-images-as-jpeg.ts';
import { addOrderPaymentFields } from '../../functions/src/migrations/order-payment-fields.ts';
import { addOrderStatus } from '../../functions/src/migrations/order-status.ts';
import { moveOrderActorsToStaff } from '../../functions/src/migrations/order-staff-actors.ts';
import { publishProductsWithoutStatus } from '../../functions/src/migrations/product-status.ts';
import { addEmptyProductSpecs } from '../../functions/src/migrations/product-specs.ts';
import { addAdminSearchKeys } from '../../functions/src/migrations/admin-search-keys.ts';
import { rewriteSearchRowsWithModels } from '../../functions/src/migrations/search-rows-with-models.ts';
import { countReviewFigures } from '../../functions/src/migrations/review-figures.ts';
import { seedContentPages } from '../../functions/src/migrations/content-pages.ts';
import { moveMessageConsentsToConsents } from '../../functions/src/migrations/zalo-consents.ts';
import { adminFirestore } from './admin-firestore.mjs';

const { db, projectId } = adminFirestore();
console.log(`Migrating ${projectId}:`);
// Order fields first: the sales recount leaves cancelled orders out.
console.log(`- orders given the payment fields: ${await addOrderPaymentFields(db)}`);
console.log(`- orders given their state and history: ${await addOrderStatus(db)}`);
console.log(`- orders whose staff moved to orders/{id}/staff/actors: ${await moveOrderActorsToStaff(db)}`);
console.log(`- products without a status published: ${await publishProductsWithoutStatus(db)}`);
console.log(`- demo products pointed at their JPEG photos: ${await demoImagesAsJpeg(db)}`);
console.log(`- products given empty specifications: ${await addEmptyProductSpecs(db)}`);
console.log(`- search rows written with the CPU and graphics models: ${await rewriteSearchRowsWithModels(db)}`);
const keyed = await addAdminSearchKeys(db);
console.log(
  `- given the admin search boxes' keys: ${keyed.products} products, ${keyed.orders} orders, ${keyed.users} users`,
);
const days = await recountSalesDaysInVietnamTime(db);
console.log(`- daily sales recounted in Vietnamese days: ${Object.keys(days).length} days`);
const reviewFigures = await countReviewFigures(db);
console.log(
  `- reviews counted per star: ${reviewFigures.products} products; helpfulCount 0 on ${reviewFigures.reviews} reviews`,
);
console.log(`- template content pages added: ${await seedContentPages(db)}`);
console.log(`- Zalo opt-ins moved from messageConsents into consents: ${await moveMessageConsentsToConsents(db)}`);
