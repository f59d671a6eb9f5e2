import type { ColorOption } from '../../../shared/catalogue/schemas/product';
import { OptionGroup } from '../../components/OptionGroup';
import { useT } from '../../state/i18n';

export function ColorPicker({ name = 'color', options, selected, onSelect }: { name?: string; options: ColorOption[]; selected: ColorOption; onSelect: (code: string) => void }) {
  const t = useT();
  return (
    <OptionGroup
      name={name}
      legend={t('product.colour')}
      chosenLabel={selected.label}
      options={options}
      selected={selected.code}
      onSelect={onSelect}
      selectUnavailable
      choiceClass="color-choice"
      renderChoice={(option) => (
        <>
          <span className="swatch swatch--large" style={{ backgroundColor: option.hex }} aria-hidden="true" />
          <span className="visually-hidden">{`${option.label}${option.available ? '' : ` (${t('common.soldOut')})`}`}</span>
        </>
      )}
    />
  );
}
