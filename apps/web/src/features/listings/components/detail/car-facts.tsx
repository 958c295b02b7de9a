import { CarFacilityCategory } from '@kurumatabi/contract';
import { CarSizeClass, DoorCount, FuelType, labelOf, PriceUnit, SteeringSide, Transmission } from '@kurumatabi/contract/enums';
import type { CarDetailView } from '../../api/keys';
import { groupDigits } from '../../format';
import { factsMessages } from './facts-messages';
import { carPriceRows } from './car-prices';
import { FactList, Section } from './detail-parts';
import { NameChips, OptionTable, RuleList } from './listing-facts';

const f = factsMessages;

/** A car's prices and options, specs, equipment and rules: read, never pressed (deferred-facts.tsx). */
export function CarFacts({ car }: { car: CarDetailView }) {
  const mm = (value: number | null) => (value === null ? f.unknown : groupDigits(value));

  const facilityGroups = CarFacilityCategory.values
    .map((category) => ({ category, names: car.basicFacilities.filter((f) => f.category === category).map((f) => f.name) }))
    .filter((group) => group.names.length > 0);

  const priceRows = carPriceRows(car);
  const specRows = [
    { label: f.manufacturer, value: car.manufacturerName },
    { label: f.model, value: car.modelName },
    { label: f.variant, value: car.variantName },
    { label: f.kind, value: car.carKind?.name ?? f.unknown },
    { label: f.sizeClass, value: labelOf(CarSizeClass, car.sizeClass) },
    { label: f.doors, value: labelOf(DoorCount, car.doorCount) },
    { label: f.steering, value: labelOf(SteeringSide, car.steeringSide) },
    { label: f.transmission, value: labelOf(Transmission, car.transmission) },
    { label: f.fuel, value: labelOf(FuelType, car.fuelType) },
    { label: f.seats, value: f.persons(car.seats) },
    { label: f.sleeping, value: f.persons(car.sleepingCapacity) },
    { label: f.dimensions, value: f.dimensionsValue(mm(car.lengthMm), mm(car.widthMm), mm(car.heightMm)) },
    { label: f.modelYear, value: car.modelYear === null ? f.unknown : f.year(car.modelYear) },
  ];

  return (
    <>
      <Section title={f.prices}>
        <FactList rows={priceRows} />
        {car.options.length > 0 && (
          <div className="mt-6">
            <h3 className="text-base font-bold text-ink">{f.options}</h3>
            <OptionTable options={car.options.map((o) => ({ name: o.name, price: o.price, unit: labelOf(PriceUnit, o.priceUnit) }))} />
          </div>
        )}
      </Section>
      <Section title={f.specs}>
        <FactList rows={specRows} />
      </Section>
      <Section title={f.facilities}>
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
      <Section title={f.rules}>
        <RuleList names={car.rules.map((r) => r.name)} />
      </Section>
    </>
  );
}
