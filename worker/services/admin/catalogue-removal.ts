import { AppError } from '../../../app/domain/app-error'
import { brandRemovalRefusal, categoryRemovalRefusal } from '../../../app/domain/catalogue-removal'
import type { Db } from '../../../db/client'
import { brandById, categoryById } from '../../../db/queries/admin-brands-categories'
import { type Removal, removeBrand, removeCategory } from '../../../db/queries/admin-catalogue-removal'
import type { Cache } from '../cache'
import { PURGE, purgeFamilies } from './catalogue-writes'

/** A refusal is a 409 naming why (a coded message); a brand or category that is not there, a 404. */
function settle(removal: Removal, missing: string): void {
  if (removal === null) throw new AppError('not_found', missing)
  if ('refused' in removal) throw new AppError('conflict', removal.refused)
}

/** Deleting a brand or a category nothing refers to any more (a mistake, a duplicate); otherwise it is hidden. */
export function createCatalogueRemoval(db: Db, cache: Cache) {
  return {
    async deleteBrand(actorId: number, id: number): Promise<void> {
      const before = await brandById(db, id)
      if (!before) throw new AppError('not_found', 'no_such_brand')
      const { image: _image, createdAt: _created, ...kept } = before
      settle(
        await removeBrand(db, id, brandRemovalRefusal, {
          actorId,
          action: 'brand.delete',
          entity: 'brand',
          entityId: id,
          before: kept,
          after: null,
        }),
        'no_such_brand',
      )
      await purgeFamilies(cache, PURGE.placement)
    },

    async deleteCategory(actorId: number, id: number): Promise<void> {
      const before = await categoryById(db, id)
      if (!before) throw new AppError('not_found', 'no_such_category')
      const { image: _image, createdAt: _created, ...kept } = before
      settle(
        await removeCategory(db, id, categoryRemovalRefusal, {
          actorId,
          action: 'category.delete',
          entity: 'category',
          entityId: id,
          before: kept,
          after: null,
        }),
        'no_such_category',
      )
      await purgeFamilies(cache, PURGE.placement)
    },
  }
}
