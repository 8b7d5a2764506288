/**
 * Spec §9: contact fields are at most 255 characters; every other free-text field is held to it too.
 * A module of its own because every page's script needs it (the utm values of app/domain/lead-utm.ts),
 * and form-rules.ts would bring the account and address rules along.
 */
export const TEXT_MAX = 255
