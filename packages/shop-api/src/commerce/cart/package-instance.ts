/**
 * A package offer as an instance for one picture set (spec 2: package instance): the editor fills its
 * template items and adds it to the cart as a package line. Nothing is stored until then.
 */
import type { PackageInstance } from '@shop/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subjects, userSubjects, type UserRow } from '../../db/schema';
import { textIn, type PortalCatalog } from '../catalog/load';
import { packageItemView } from '../catalog/views';
import { ownedBuyableSubject } from './ownership';

export type PackageInstanceResult = PackageInstance | 'no-package' | 'no-subject';

export async function packageInstance(tx: Db, catalog: PortalCatalog, user: UserRow, offerUuid: string, subjectUuid?: string): Promise<PackageInstanceResult> {
  const offer = catalog.packages.get(offerUuid);
  if (!offer?.active || offer.type !== 'package') return 'no-package';
  let owned = subjectUuid ? await ownedBuyableSubject(tx, user, subjectUuid) : null;
  if (!subjectUuid) {
    // the set added last that can still be bought for
    const sets = await tx
      .select({ uuid: subjects.uuid })
      .from(userSubjects)
      .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
      .where(eq(userSubjects.userUuid, user.uuid))
      .orderBy(desc(userSubjects.addedAt));
    for (const s of sets) {
      owned = await ownedBuyableSubject(tx, user, s.uuid);
      if (owned) break;
    }
  }
  if (!owned) return 'no-subject';
  return {
    uuid: offer.uuid,
    name: textIn(catalog, offer.name),
    subject: { uuid: owned.subject.uuid, name: owned.subject.name, group: owned.subject.groupName },
    job: { uuid: owned.job.uuid, name: owned.job.name },
    allowSubjectChange: offer.allowSubjectChange,
    packageItems: offer.items.flatMap((item) => {
      const view = packageItemView(catalog, item);
      if (!view) return [];
      return [
        {
          uuid: item.uuid,
          type: item.type,
          name: view.name,
          product: view.type === 'TEMPLATE_PRODUCT' ? { uuid: view.product.uuid, name: view.product.name } : null,
          catalogue: view.type === 'CATALOGUE' ? view.catalogue : null,
          pictureType: item.pictureType,
          template: null,
          templateData: null,
          version: 1,
          canChangeTemplate: item.canChangeTemplate,
        },
      ];
    }),
  };
}
