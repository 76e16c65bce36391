/** The picture sets of the account: the list, one set, the favourite flag and the yearbook pose. */
import { api } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobYearbookPoses, pictures, userPictureFavorites, userYearbookPoses } from '../db/schema';
import { ApiError, validationError } from '../http/errors';
import { route } from '../http/route';
import { requireUser } from '../sessions/signed-in';
import { ownedSet, setNotFound } from './auth';
import { readWithSession } from '../sessions/session-query';
import { pictureSetsOf, selectionExpired, setRules, setsRead, yearbookChoices } from './sets';

export function registerPictureSets(app: FastifyInstance): void {
  const { db } = app.shop;

  route(
    app,
    api.pictureSets,
    async (_input, request) => {
      const user = requireUser(request);
      return { pictureSets: await pictureSetsOf(db, request.portal, user, undefined, readWithSession(request, setsRead)) };
    },
    { sessionRead: setsRead },
  );

  route(app, api.pictureSet, async ({ params }, request) => {
    const user = requireUser(request);
    const [set] = await pictureSetsOf(db, request.portal, user, params.subjectUuid);
    if (!set) throw setNotFound();
    return { pictureSet: set };
  });

  route(app, api.setFavorite, async ({ params, body }, request) => {
    const user = requireUser(request);
    return db.transaction(async (tx) => {
      const owned = await ownedSet(tx, user, params.subjectUuid);
      if (!owned) throw setNotFound();
      const [picture] = await tx
        .select({ uuid: pictures.uuid })
        .from(pictures)
        .where(and(eq(pictures.uuid, params.pictureUuid), eq(pictures.subject, owned.subject.uuid)));
      if (!picture || !owned.job.hasBeenInWebshop) throw new ApiError(404, 'not_found', 'Picture not found');
      if (!setRules(owned.subject, owned.job).isEditable) throw new ApiError(409, 'not_editable', 'This picture set can no longer be changed');
      if (body.favorite) await tx.insert(userPictureFavorites).values({ userUuid: user.uuid, pictureUuid: picture.uuid }).onConflictDoNothing();
      else await tx.delete(userPictureFavorites).where(and(eq(userPictureFavorites.userUuid, user.uuid), eq(userPictureFavorites.pictureUuid, picture.uuid)));
      return { isUserFavorite: body.favorite };
    });
  });

  route(app, api.setYearbookPose, async ({ params, body }, request) => {
    const user = requireUser(request);
    if (body.subject_uuid !== params.subjectUuid)
      throw validationError([{ field: 'body.subject_uuid', message: 'Does not match the picture set of the path' }]);
    return db.transaction(async (tx) => {
      const owned = await ownedSet(tx, user, params.subjectUuid);
      if (!owned) throw setNotFound();
      const { subject, job } = owned;
      const [pose] = await tx
        .select({ uuid: jobYearbookPoses.uuid })
        .from(jobYearbookPoses)
        .where(and(eq(jobYearbookPoses.uuid, body.job_yearbook_pose_uuid), eq(jobYearbookPoses.job, job.uuid)));
      if (!pose) throw validationError([{ field: 'body.job_yearbook_pose_uuid', message: 'Not a yearbook pose of this picture set' }]);
      if (selectionExpired(job)) throw new ApiError(409, 'selection_expired', 'Yearbook pose selection has expired');
      if (!setRules(subject, job).qualifyYearbookPose)
        throw new ApiError(409, 'not_available', 'Yearbook pose selection is not available for this picture set');
      const [picture] = await tx
        .select({ uuid: pictures.uuid })
        .from(pictures)
        .where(and(eq(pictures.uuid, body.picture_uuid), eq(pictures.subject, subject.uuid), eq(pictures.pictureType, 'IP')));
      if (!picture) throw validationError([{ field: 'body.picture_uuid', message: 'Not an individual portrait (IP) of this picture set' }]);
      await tx
        .insert(userYearbookPoses)
        .values({ userUuid: user.uuid, subjectUuid: subject.uuid, jobYearbookPose: pose.uuid, pictureUuid: picture.uuid })
        .onConflictDoUpdate({
          target: [userYearbookPoses.userUuid, userYearbookPoses.subjectUuid, userYearbookPoses.jobYearbookPose],
          set: { pictureUuid: picture.uuid, updatedAt: new Date() },
        });
      return { yearbookPoses: await yearbookChoices(tx, user.uuid, subject.uuid) };
    });
  });
}
