// The back-office files that still build their own queries import the helper from here.
export { localisedName } from '../../../db/queries/localised-name'
