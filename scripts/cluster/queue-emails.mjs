// Queues `count` e-mails to distinct recipients on the cluster's database through the shop's own outbox
// (sendEmail, as every caller writes one), in one transaction. Run by the cluster test with the TypeScript
// loader (test code only): DATABASE_URL=… node --import tsx scripts/cluster/queue-emails.mjs 300 <label>
import { openDatabase } from '../../packages/shop-api/src/db/client.ts';
import { sendEmail } from '../../packages/shop-api/src/outbox/outbox.ts';

const count = Number(process.argv[2]);
const label = process.argv[3] ?? 'bulk';
const database = await openDatabase({ url: process.env.DATABASE_URL, max: 2 });
try {
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < count; i++)
      await sendEmail(tx, { portal: 'fjord', to: `${label}-${i}@example.com`, subject: `Cluster test ${label} ${i}`, text: `Message ${i} of ${count}.` });
  });
} finally {
  await database.close();
}
console.log(`${count} e-mails queued`);
