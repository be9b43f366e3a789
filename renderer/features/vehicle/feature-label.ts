/**
 * Labels already worded. The keys are the service's field names, a few hundred at most,
 * and every VIN page words the same ones again (each of its spec rows), so a revisit words nothing anew.
 */
const worded = new Map<string, string>();

/** "epaCombinedMpg" → "EPA combined MPG", "manufacturer060MphAccelerationTime" → "Manufacturer 0-60 mph acceleration time". */
export function featureLabel(key: string): string {
  let label = worded.get(key);
  if (label === undefined) {
    label = wordFeature(key);
    worded.set(key, label);
  }
  return label;
}

function wordFeature(key: string): string {
  const special: Record<string, string> = {
    manufacturer060MphAccelerationTime: 'Manufacturer 0–60 mph acceleration time',
    'cargoCapacity,AllSeatsInPlace': 'Cargo capacity, all seats in place',
    driveTrain: 'Drivetrain',
    frontseats: 'Front seats',
  };
  if (special[key]) return special[key];
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_,]+/)
    .filter(Boolean)
    .map((word) => (/^(epa|mpg|mph|ev|phev|abs)$/i.test(word) ? word.toUpperCase() : word.toLowerCase()));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
