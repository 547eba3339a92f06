; An unknown feature name is an error listing those there are.
(require 'no-such-feature)
;        ^^^^^^^^^^^^^^^^ error: require: unknown feature name 'no-such-feature'; the features are srfi-1, list-lib, srfi-2, and-let*, srfi-8, receive, srfi-26, srfi-34, srfi-69, hash-table, basic-hash-tables, srfi-95, sorting-and-merging, srfi-13, string-lib, srfi-14, srfi-60, srfi-64, testing, srfi-4, srfi-6, srfi-9, srfi-11, srfi-16, srfi-23, srfi-28, srfi-39, srfi-45, srfi-48, srfi-87, srfi-98, srfi-133, srfi-151, srfi-197
