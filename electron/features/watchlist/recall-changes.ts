/** What changed between two checks of a watched VIN, in words for a notification; empty when nothing did. */
export function recallChanges(before: Record<string, string>, after: Record<string, string>): string[] {
  const changes: string[] = [];
  for (const [campaign, status] of Object.entries(after)) {
    const previous = before[campaign];
    if (previous === undefined) changes.push(`New open recall ${campaign} (${status})`);
    else if (previous !== status) changes.push(`Recall ${campaign}: ${previous} → ${status}`);
  }
  for (const campaign of Object.keys(before))
    if (!(campaign in after)) changes.push(`Recall ${campaign} is no longer open`);
  return changes;
}
