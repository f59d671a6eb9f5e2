import type { ColorOption } from '../../shared/schemas';
import { OptionGroup } from './OptionGroup';

export function ColorPicker({ name = 'color', options, selected, onSelect }: { name?: string; options: ColorOption[]; selected: ColorOption; onSelect: (code: string) => void }) {
  return (
    <OptionGroup
      name={name}
      legend="Colour"
      chosenLabel={selected.label}
      options={options}
      selected={selected.code}
      onSelect={onSelect}
      selectUnavailable
      choiceClass="color-choice"
      renderChoice={(option) => (
        <>
          <span className="swatch swatch--large" style={{ backgroundColor: option.hex }} aria-hidden="true" />
          <span className="visually-hidden">{`${option.label}${option.available ? '' : ' (sold out)'}`}</span>
        </>
      )}
    />
  );
}
