/**
 * Boat catalogue contract (issue 7; SPEC §3, §7): boat types, marinas, boats,
 * their price periods and images, for the back office and the public site.
 */
export {};
