import { isPassengerCar, mpgOf } from '../vehicle/vehicle-describe';
import type { VehicleProfile } from '../vehicle/vehicle-profile';
import { saleCosts, type SaleCosts } from './sale-costs';
import type { ZipLocation } from '../../node/geo/zip-location';

/** The deal's part of a sale: what is paid, the dealer's doc fee and the trade-in credit. */
export interface SaleDeal {
  price: number;
  docFee: number;
  tradeIn: number;
}

/** Taxes and fees of selling this vehicle where the buyer registers it (/payments and /taxes in both dialects). */
export function vehicleSaleCosts(p: VehicleProfile, location: ZipLocation, deal: SaleDeal): SaleCosts {
  return saleCosts({
    state: location.state,
    zip: location.zip,
    ...deal,
    isNew: !p.used,
    isPassengerCar: isPassengerCar(p),
    combinedMpg: mpgOf(p),
  });
}
