import { formatYen } from '@/lib/format-yen';
import type { CarDetailView } from '../../api/keys';
import { detailMessages } from './detail-messages';

const d = detailMessages;

/** A car's prices as label–value rows: in its facts, and two of them in the desktop's booking panel. */
export function carPriceRows(car: CarDetailView): { label: string; value: string }[] {
  return [
    { label: d.basePrice, value: `${formatYen(car.pricePerDay)} / ${d.perDay}` },
    {
      label: d.insurance,
      value: car.insurancePricePerDay > 0 ? `${formatYen(car.insurancePricePerDay)} / ${d.perDay}` : d.insuranceIncluded,
    },
    { label: d.cleaningFee, value: car.cleaningFee > 0 ? `${formatYen(car.cleaningFee)} / ${d.perTime}` : d.free },
    { label: d.days, value: d.daysRange(car.minDays, car.maxDays) },
    { label: d.pickupTime, value: car.pickupTime },
    { label: d.returnTime, value: car.returnTime },
  ];
}
