import type { SizeOption } from '../../shared/schemas';
import { OptionGroup } from './OptionGroup';

export function SizePicker({ options, selected, onSelect }: { options: SizeOption[]; selected: string | null; onSelect: (code: string) => void }) {
  return (
    <OptionGroup
      name="size"
      legend="Size"
      chosenLabel={options.find((option) => option.code === selected)?.label ?? null}
      options={options}
      selected={selected}
      onSelect={onSelect}
      selectUnavailable={false}
      choiceClass="size-choice"
      renderChoice={(option) => (
        <>
          <span className="size-choice__label">{option.label}</span>
          {option.available ? null : <span className="visually-hidden"> (unavailable)</span>}
        </>
      )}
    />
  );
}
