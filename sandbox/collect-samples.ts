// Finds the sample VINs and plates served at GET /_sandbox/samples.
import { withCheckDigit, yearCodeOf } from '../shared/vin/vin-rule';
import { vpicModelName } from '../shared/vin/vpic-model-name';
import { vinRecalls, manufacturerCampaignRecords } from './recalls/recall-records';
import type { CollectedSamples } from './state/sandbox-samples';
import { plateKey, type SandboxState } from './state/sandbox-state';
import { profileOfRow } from './vehicle/vehicle-profile';
import { isDecoded } from '../node/vpic/vin-decoder';

export async function collectSamples(state: SandboxState): Promise<CollectedSamples> {
  const { dataset } = state;
  const count = dataset.meta.count;
  const found: Partial<
    Record<
      | 'parkIt'
      | 'parkOutside'
      | 'overTheAir'
      | 'noRecalls'
      | 'noPhotos'
      | 'manufacturerCampaigns'
      | 'priced'
      | 'unpriced',
      string
    >
  > = {};
  for (let row = 0; row < count; row++) {
    const vin = dataset.vins[row]!;
    const price = dataset.cols.price[row]!;
    if (!found.priced && price > 0 && dataset.cols.photoCount[row]! > 0) found.priced = vin;
    if (!found.unpriced && price < 0) found.unpriced = vin;
    if (!found.noPhotos && dataset.cols.photoCount[row] === 0) found.noPhotos = vin;
    const p = profileOfRow(dataset, row);
    const recalls = vinRecalls(state, p);
    const open = recalls.filter((r) => r.open).map((r) => r.campaign.template.kind);
    if (!found.parkIt && open.includes('parkIt')) found.parkIt = vin;
    if (!found.parkOutside && open.includes('parkOutside') && !open.includes('parkIt')) found.parkOutside = vin;
    if (!found.overTheAir && open.includes('ota')) found.overTheAir = vin;
    if (!found.noRecalls && recalls.length === 0) found.noRecalls = vin;
    if (!found.manufacturerCampaigns && manufacturerCampaignRecords(state, p).length > 0)
      found.manufacturerCampaigns = vin;
    if (Object.keys(found).length === 8) break;
  }
  let unlistedDecodable = '';
  for (const pattern of dataset.patterns) {
    for (let serial = 100_000; serial < 100_010 && !unlistedDecodable; serial++) {
      const vin = withCheckDigit(`${pattern.prefix}0${yearCodeOf(pattern.year)}${pattern.plant}${serial}`);
      if (state.rowOfVin.has(vin)) continue;
      const decoded = await state.decoder.decode(vin);
      if (isDecoded(decoded) && vpicModelName(decoded.components.vehicle!) === pattern.model) unlistedDecodable = vin;
    }
    if (unlistedDecodable) break;
  }
  let undecodable = withCheckDigit('ZZZZZZZZ0TZ000001');
  if (isDecoded(await state.decoder.decode(undecodable))) undecodable = withCheckDigit('9ZZZZZZZ0TZ000001');
  const step = Math.max(1, Math.floor(count / 300));
  const recallSweep: string[] = [];
  for (let row = 0; row < count && recallSweep.length < 300; row += step) recallSweep.push(dataset.vins[row]!);
  const withData = dataset.plates.filter((p) => p.row >= 0);
  const multi = withData.find((p) => !p.isDefault);
  const plates = withData.slice(0, 20);
  if (multi) plates.push(...withData.filter((p) => p.row === multi.row && !plates.includes(p)));
  const noData = dataset.plates.find((p) => p.row < 0);
  let notFound = { plate: 'ZZ0000', state: 'CA' };
  for (let i = 0; state.plates.has(plateKey(notFound.state, notFound.plate)); i++)
    notFound = { plate: `ZZ${String(i).padStart(4, '0')}`, state: 'CA' };
  const fallback = dataset.vins[0]!;
  return {
    parkIt: found.parkIt ?? fallback,
    parkOutside: found.parkOutside ?? fallback,
    overTheAir: found.overTheAir ?? fallback,
    noRecalls: found.noRecalls ?? fallback,
    noPhotos: found.noPhotos ?? fallback,
    unlistedDecodable,
    undecodable,
    manufacturerCampaigns: found.manufacturerCampaigns ?? fallback,
    priced: found.priced ?? fallback,
    unpriced: found.unpriced ?? fallback,
    recallSweep,
    plates: plates.map((p) => ({ plate: p.plate, state: p.state, vin: dataset.vins[p.row]! })),
    plateNotFound: notFound,
    plateNoData: noData ? { plate: noData.plate, state: noData.state } : notFound,
  };
}
