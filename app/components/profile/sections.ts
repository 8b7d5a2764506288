/** The profile's sections: the rule lives in app/domain (the Worker's sign-in redirect reads it too). */
export { PROFILE_SECTIONS, type ProfileSection, profileSectionOf } from '../../domain/profile-sections'
