-- Written by hand: drizzle-kit splits expression indexes at their commas. The expressions are exactly those of
-- orderBySql (app/tasks/tasks.server.ts) for the default sort: start, due, folder, empty values last.
CREATE INDEX `tasks_owner_default_sort` ON `tasks` (`owner_id`, (start + coalesce(start_time, 0)) is null, (start + coalesce(start_time, 0)), (due + coalesce(due_time, 0)) is null, (due + coalesce(due_time, 0)), nullif(folder, '') is null, nullif(folder, '') collate nocase, `added`, `id`);
