-- Every member's stored list holds at most MATCH_LIST_SIZE (200) entries, so a member's rows are
-- about one in 200 of match_candidates however many lists there are. Sampled statistics of a table
-- that grows by whole lists at a time guessed thousands per member, and the /matches page and its
-- count were planned as parallel scans and sorts: on two cores, starting the workers cost more than
-- the 20 rows they read (docs/performance.md, issue 38). Told the ratio, the planner walks
-- match_candidates_order_idx for the member and stops at the page.
ALTER TABLE match_candidates ALTER COLUMN profile_id SET (n_distinct = -0.005);--> statement-breakpoint
ANALYZE match_candidates;
