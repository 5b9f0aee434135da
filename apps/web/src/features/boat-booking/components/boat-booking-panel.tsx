'use client';

/**
 * Booking section of a boat page (issue 7): days, guests, live quote in the
 * chosen currency, booking request. Mounted by `/boat/[slug]` inside the
 * section with id="booking" that the mobile 'Rezervasyon Yap' tab scrolls to.
 * Placeholder until the boat-booking work lands; the props are the contract
 * between the page and this panel.
 */
export type BoatBookingPanelProps = {
  boat: { slug: string; name: string; capacity: number; min_days: number };
};

export function BoatBookingPanel({ boat }: BoatBookingPanelProps) {
  return (
    <p className="text-sm text-muted-foreground">{boat.name} için rezervasyon talebi yakında bu bölümden gönderilebilecek.</p>
  );
}
