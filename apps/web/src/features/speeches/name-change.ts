/**
 * What a name edit sends: nothing when the trimmed name equals the current one, otherwise the
 * trimmed name, or null (no name) when it is empty.
 */
export function nameChange(
  currentName: string | null,
  draft: string,
): { name: string | null } | null {
  const trimmed = draft.trim();
  if (trimmed === (currentName ?? '').trim()) return null;
  return { name: trimmed === '' ? null : trimmed };
}
