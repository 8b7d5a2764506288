// The back-office files that still build their own queries import the helper from here.
export { textMatch } from '../../../db/queries/text-match'
