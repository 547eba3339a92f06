; An unknown feature name is an error listing those there are.
(require 'no-such-feature)
;        ^^^^^^^^^^^^^^^^ error: require: unknown feature name 'no-such-feature; the features are hash-table, list-lib, string-lib, testing, srfi-1, srfi-2, srfi-4, srfi-6, srfi-8, srfi-9, srfi-11, srfi-13, srfi-14, srfi-16, srfi-23, srfi-26, srfi-28, srfi-34, srfi-39, srfi-45, srfi-48, srfi-60, srfi-64, srfi-69, srfi-87, srfi-95, srfi-98, srfi-133, srfi-151, srfi-197
