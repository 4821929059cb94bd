-- written by hand (issue 50.2, docs/decisions/325): the sub-tasks a client sent before their parent keep their
-- RELATED-TO line unmodelled until it arrives; this partial index holds only those, so a PUT finds the ones waiting
-- for it without reading every stored object of the person
CREATE INDEX `dav_objects_waiting` ON `dav_objects` (`owner_id`) WHERE instr(extra, 'RELATED-TO;RELTYPE=PARENT:') > 0;
