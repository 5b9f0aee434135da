-- Reviews and images in the back office (issue 24).
-- A review carries the agency's published reply (who wrote it and when) and, when the guest
-- gave the code of a finished stay at that villa, the reservation it belongs to: the
-- "Konaklamış misafir" badge (decision 016). A deleted reservation leaves the review, unverified.
ALTER TABLE comments ADD COLUMN reply text;--> statement-breakpoint
ALTER TABLE comments ADD COLUMN reply_at timestamp with time zone;--> statement-breakpoint
ALTER TABLE comments ADD COLUMN replied_by integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE comments ADD COLUMN reservation_id integer REFERENCES reservations(id) ON DELETE SET NULL;--> statement-breakpoint
-- One verified review per stay: a code cannot badge a second review.
CREATE UNIQUE INDEX comments_reservation_idx ON comments (reservation_id) WHERE reservation_id IS NOT NULL;--> statement-breakpoint
-- The pending badge and the "Bekliyor" filter read the unpublished reviews.
CREATE INDEX comments_pending_idx ON comments (created_at) WHERE active = false;--> statement-breakpoint

-- `villa_images.alt` / `boat_images.alt` exist since 0001/0005 (not null, '' = none): the public
-- gallery already falls back to the unit's name and the photo's number when it is empty.

-- Moderation and photo edits are changes the agency is asked about ("who published this?"):
-- audited like the other records of a villa or boat (decision 013), shown in its history.
CREATE TRIGGER comments_audit AFTER INSERT OR UPDATE OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION yali_audit('villa_id:villas', '');--> statement-breakpoint
CREATE TRIGGER villa_images_audit AFTER INSERT OR UPDATE OR DELETE ON villa_images
  FOR EACH ROW EXECUTE FUNCTION yali_audit('villa_id:villas', 'storage_key,widths,width,height');--> statement-breakpoint
CREATE TRIGGER boat_images_audit AFTER INSERT OR UPDATE OR DELETE ON boat_images
  FOR EACH ROW EXECUTE FUNCTION yali_audit('boat_id:boats', 'storage_key,widths,width,height');
