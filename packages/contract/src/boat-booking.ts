/**
 * Boat reservations and booking contract (issue 7; SPEC §3 "Boat reservation",
 * §7 /boatreservations, /searchboats): admin list/detail/update, public quote,
 * calendar and booking request.
 */
export {};
