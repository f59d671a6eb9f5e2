import type { ColorOption } from '../../shared/schemas';

export function ColorPicker({ options, selected, onSelect }: { options: ColorOption[]; selected: ColorOption; onSelect: (code: string) => void }) {
  return (
    <fieldset className="option-group">
      <legend className="option-group__legend">
        Colour: <span className="option-group__value">{selected.label}</span>
      </legend>
      <div className="option-group__choices">
        {options.map((option) => (
          <label key={option.code} className="color-choice" data-unavailable={!option.available}>
            <input
              className="visually-hidden"
              type="radio"
              name="color"
              value={option.code}
              checked={option.code === selected.code}
              onChange={() => onSelect(option.code)}
            />
            <span className="swatch swatch--large" style={{ backgroundColor: option.hex }} aria-hidden="true" />
            <span className="visually-hidden">{option.label}{option.available ? '' : ' (sold out)'}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
