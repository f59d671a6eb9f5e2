import type { ReactNode } from 'react';

interface Option {
  code: string;
  available: boolean;
}

interface OptionGroupProps<T extends Option> {
  name: string;
  legend: string;
  /** The chosen option's label, shown after the legend. */
  chosenLabel: string | null;
  options: T[];
  selected: string | null;
  onSelect: (code: string) => void;
  /** Whether an unavailable option can still be chosen (a sold-out colour can be viewed). */
  selectUnavailable: boolean;
  choiceClass: string;
  renderChoice: (option: T) => ReactNode;
}

/** A radio group of product options: native radios, so arrow keys and screen readers work. */
export function OptionGroup<T extends Option>({ name, legend, chosenLabel, options, selected, onSelect, selectUnavailable, choiceClass, renderChoice }: OptionGroupProps<T>) {
  return (
    <fieldset className="option-group">
      <legend className="option-group__legend">
        {legend}
        {chosenLabel ? <>: <span className="option-group__value">{chosenLabel}</span></> : null}
      </legend>
      <div className="option-group__choices">
        {options.map((option) => (
          <label key={option.code} className={choiceClass} data-unavailable={!option.available}>
            <input
              className="visually-hidden"
              type="radio"
              name={name}
              value={option.code}
              disabled={!selectUnavailable && !option.available}
              aria-disabled={!selectUnavailable && !option.available ? true : undefined}
              checked={option.code === selected}
              onChange={() => onSelect(option.code)}
            />
            {renderChoice(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
