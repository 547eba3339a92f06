// Whether the extension takes `.scm` and `.sld` files, decided without the `vscode` API so that
// node's test runner checks it. Those extensions are shared by every Scheme; the extension takes
// them only as the `kopi.claimSchemeFiles` setting says: "never", "ask" (the default: one question
// per workspace, whose answer is remembered in the workspace settings) or "always".

/** The values of `kopi.claimSchemeFiles`. */
export type ClaimMode = 'never' | 'ask' | 'always';

/** The setting's name inside the `kopi` section. */
export const CLAIM_SETTING = 'claimSchemeFiles';

/** The file extensions the setting is about. */
export const SCHEME_EXTENSIONS: readonly string[] = ['.scm', '.sld'];

/**
 * The languages such a file may have when the extension takes it: `scheme` (from another Scheme
 * extension) and `plaintext` (no Scheme extension). A file the user put in another language, for
 * example with `files.associations`, is left alone.
 */
export const CLAIMABLE_LANGUAGES: readonly string[] = ['scheme', 'plaintext'];

/** The setting's value, "ask" for a missing or unknown one. */
export function claimMode(value: unknown): ClaimMode {
  return value === 'never' || value === 'always' || value === 'ask' ? value : 'ask';
}

/** Whether a document with this file name and language is a Scheme file the extension may take. */
export function isClaimable(fileName: string, languageId: string): boolean {
  const lower = fileName.toLowerCase();
  return CLAIMABLE_LANGUAGES.includes(languageId) && SCHEME_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** What the extension already decided in this window. */
export interface ClaimState {
  /** The question was asked in this window (answered or dismissed): it is not asked again. */
  readonly asked: boolean;
  /** The user said to use Kopi for this window's Scheme files. */
  readonly claimedForSession: boolean;
}

/** What to do with an opened document: switch it to Kopi, ask first, or leave it. */
export type ClaimAction = 'switch' | 'ask' | 'none';

export function claimAction(mode: ClaimMode, fileName: string, languageId: string, state: ClaimState): ClaimAction {
  if (!isClaimable(fileName, languageId) || mode === 'never') {
    return 'none';
  }
  if (mode === 'always' || state.claimedForSession) {
    return 'switch';
  }
  return state.asked ? 'none' : 'ask';
}

/** The answers offered by the question. */
export const ANSWER_WORKSPACE = 'Use Kopi in This Workspace';
export const ANSWER_SESSION = 'Only Now';
export const ANSWER_NEVER = 'Never';

/** The question, naming the file that raised it. */
export function claimQuestion(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return (
    `Kopi: open ${base} and the other .scm and .sld files as Kawa-dialect Scheme with Kopi? ` +
    'Other Scheme extensions then no longer handle them here (setting kopi.claimSchemeFiles).'
  );
}

/**
 * What an answer means. `associate`: write `files.associations` for `*.scm` and `*.sld` in the
 * workspace settings; `switchOpen`: switch the open Scheme documents now and the ones opened later
 * in this window; `mode`: the value to store in the workspace's `kopi.claimSchemeFiles`.
 */
export interface ClaimDecision {
  readonly associate: boolean;
  readonly switchOpen: boolean;
  readonly mode?: ClaimMode;
}

export function claimDecision(answer: string | undefined): ClaimDecision {
  switch (answer) {
    case ANSWER_WORKSPACE:
      return { associate: true, switchOpen: true, mode: 'always' };
    case ANSWER_SESSION:
      return { associate: false, switchOpen: true };
    case ANSWER_NEVER:
      return { associate: false, switchOpen: false, mode: 'never' };
    default:
      // Dismissed: nothing changes, and the question waits for the next window.
      return { associate: false, switchOpen: false };
  }
}

/**
 * `files.associations` with `*.scm` and `*.sld` mapped to Kopi, keeping every other entry (and a
 * user's own choice for those patterns is replaced only because the user just asked for Kopi).
 */
export function withKopiAssociations(existing: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (existing !== null && typeof existing === 'object' && !Array.isArray(existing)) {
    for (const [pattern, language] of Object.entries(existing as Record<string, unknown>)) {
      if (typeof language === 'string') {
        result[pattern] = language;
      }
    }
  }
  for (const extension of SCHEME_EXTENSIONS) {
    result[`*${extension}`] = 'kopi';
  }
  return result;
}
