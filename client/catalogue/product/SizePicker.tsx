import type { SizeOption } from '../../../shared/catalogue/schemas/product';
import { OptionGroup } from '../../components/OptionGroup';
import { useT } from '../../state/i18n';

/** Sizes as radios; a sold-out size is disabled, struck through and named so for screen readers. */
export function SizePicker({ name = 'size', options, selected, onSelect }: { name?: string; options: SizeOption[]; selected: string | null; onSelect: (code: string) => void }) {
  const t = useT();
  return (
    <OptionGroup
      name={name}
      legend={t('product.size')}
      chosenLabel={options.find((option) => option.code === selected)?.label ?? null}
      options={options}
      selected={selected}
      onSelect={onSelect}
      selectUnavailable={false}
      choiceClass="size-choice"
      renderChoice={(option) => (
        <>
          <span className="size-choice__label">{option.label}</span>
          {option.available ? null : <span className="visually-hidden">{` (${t('common.soldOut')})`}</span>}
        </>
      )}
    />
  );
}
