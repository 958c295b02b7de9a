import { CarFacilityCategory } from '@kurumatabi/contract';
import { CarSizeClass, DoorCount, FuelType, labelOf, PriceUnit, SteeringSide, Transmission } from '@kurumatabi/contract/enums';
import type { CarDetailView } from '../../api/keys';
import { groupDigits } from '../../format';
import { detailMessages } from './detail-messages';
import { carPriceRows } from './car-prices';
import { FactList, Section } from './detail-parts';
import { NameChips, OptionTable, RuleList } from './listing-facts';

const d = detailMessages;

/** A car's prices and options, specs, equipment and rules: read, never pressed (deferred-facts.tsx). */
export function CarFacts({ car }: { car: CarDetailView }) {
  const mm = (value: number | null) => (value === null ? d.unknown : groupDigits(value));

  const facilityGroups = CarFacilityCategory.values
    .map((category) => ({ category, names: car.basicFacilities.filter((f) => f.category === category).map((f) => f.name) }))
    .filter((group) => group.names.length > 0);

  const priceRows = carPriceRows(car);
  const specRows = [
    { label: d.manufacturer, value: car.manufacturerName },
    { label: d.model, value: car.modelName },
    { label: d.variant, value: car.variantName },
    { label: d.kind, value: car.carKind?.name ?? d.unknown },
    { label: d.sizeClass, value: labelOf(CarSizeClass, car.sizeClass) },
    { label: d.doors, value: labelOf(DoorCount, car.doorCount) },
    { label: d.steering, value: labelOf(SteeringSide, car.steeringSide) },
    { label: d.transmission, value: labelOf(Transmission, car.transmission) },
    { label: d.fuel, value: labelOf(FuelType, car.fuelType) },
    { label: d.seats, value: d.persons(car.seats) },
    { label: d.sleeping, value: d.persons(car.sleepingCapacity) },
    { label: d.dimensions, value: d.dimensionsValue(mm(car.lengthMm), mm(car.widthMm), mm(car.heightMm)) },
    { label: d.modelYear, value: car.modelYear === null ? d.unknown : d.year(car.modelYear) },
  ];

  return (
    <>
      <Section title={d.prices}>
        <FactList rows={priceRows} />
        {car.options.length > 0 && (
          <div className="mt-6">
            <h3 className="text-base font-bold text-ink">{d.options}</h3>
            <OptionTable options={car.options.map((o) => ({ name: o.name, price: o.price, unit: labelOf(PriceUnit, o.priceUnit) }))} />
          </div>
        )}
      </Section>
      <Section title={d.specs}>
        <FactList rows={specRows} />
      </Section>
      <Section title={d.facilities}>
        {facilityGroups.length === 0 ? (
          <NameChips names={[]} />
        ) : (
          <div className="space-y-5">
            {facilityGroups.map((group) => (
              <div key={group.category}>
                <h3 className="mb-2 text-sm font-bold text-ink-soft">{CarFacilityCategory.labels[group.category]}</h3>
                <NameChips names={group.names} />
              </div>
            ))}
          </div>
        )}
      </Section>
      <Section title={d.rules}>
        <RuleList names={car.rules.map((r) => r.name)} />
      </Section>
    </>
  );
}
