-- A villa card carries its review score (issue 23): the published reviews' average and count.
-- The availability index (decision 009) follows `comments` like every table a card reads, by
-- the trigger of migration 0011, so that a review published, withdrawn, re-rated, moved or
-- deleted by any path (the back office, a script, psql) reaches every API process on commit.
-- Only the columns the score reads wake it: a reply or an edited text changes no card.
CREATE TRIGGER comments_search AFTER INSERT OR DELETE OR UPDATE OF active, rating, villa_id ON comments
  FOR EACH ROW EXECUTE FUNCTION yali_search_notify('villa_id');
