/**
 * Analyses of expanded code ({@link kopi.expand.Core}) that the back end and the editor read:
 * free variables, assigned variables, tail positions, known procedures and the captured
 * environments that closure conversion needs. Each pass is one class with one entry point; results
 * live in side tables keyed by node or {@link kopi.expand.Local} identity (DESIGN.md decision 3),
 * gathered in {@link kopi.analysis.ModuleAnalysis}.
 */
package kopi.analysis;
