import type { SizeOption } from '../../shared/schemas';

export function SizePicker({ options, selected, onSelect }: { options: SizeOption[]; selected: string | null; onSelect: (code: string) => void }) {
  return (
    <fieldset className="option-group">
      <legend className="option-group__legend">Size{selected ? <>: <span className="option-group__value">{selected}</span></> : null}</legend>
      <div className="option-group__choices">
        {options.map((option) => (
          <label key={option.code} className="size-choice" data-unavailable={!option.available}>
            <input
              className="visually-hidden"
              type="radio"
              name="size"
              value={option.code}
              disabled={!option.available}
              checked={option.code === selected}
              onChange={() => onSelect(option.code)}
            />
            <span className="size-choice__label">{option.label}</span>
            {option.available ? null : <span className="visually-hidden"> (unavailable)</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
