import { useState, type SyntheticEvent } from 'react';
import { TextField } from '../../components/text-field';
import { EXTRA_FIELDS } from '../../../core/lib/enquiry-extras';
import { PROVINCES, provinceOf } from '../../../core/lib/province';

export const EMAIL_INVALID_MESSAGE = 'Geçerli bir e-posta adresi yazın (ör. ad@firma.com).';
export const PROVINCE_INVALID_MESSAGE = 'Listedeki illerden birini yazın veya seçin.';

/**
 * The browser's own check of a field (type e-mail; the province's pattern), said in Turkish
 * (`message`) under the field and in the browser's bubble; cleared once the field is valid.
 */
function useFieldCheck(message: string) {
  const [error, setError] = useState<string | undefined>();
  const check = (event: SyntheticEvent<HTMLInputElement>, show: boolean) => {
    const input = event.currentTarget;
    input.setCustomValidity('');
    // `validity`, not checkValidity(): that would fire `invalid` again, and call this again.
    const { valid } = input.validity;
    input.setCustomValidity(valid ? '' : message);
    if (valid) setError(undefined);
    else if (show) setError(message);
  };
  return {
    error,
    onInvalid: (event: SyntheticEvent<HTMLInputElement>) => check(event, true),
    onBlur: (event: SyntheticEvent<HTMLInputElement>) => check(event, true),
    onInput: (event: SyntheticEvent<HTMLInputElement>) => check(event, false),
  };
}

/**
 * The form's optional fields (issue 48): 'E-posta', 'İl' (the 81 provinces; typing narrows the
 * browser's own list, no library: a visitor's page stays light) and 'Konu' (a 'Bilgi Al' link
 * fills it in; the visitor may change it). Uncontrolled, like the seed's fields: what is typed
 * before the script starts is kept. Without the script the browser still checks them (type
 * e-mail; the province's pattern names the 81).
 */
export function EnquiryExtraFields({
  topic,
  readOnly,
}: {
  topic?: string | undefined;
  readOnly: boolean;
}) {
  const email = useFieldCheck(EMAIL_INVALID_MESSAGE);
  const province = useFieldCheck(PROVINCE_INVALID_MESSAGE);
  return (
    <>
      <TextField
        id="iletisim-eposta"
        label="E-posta"
        name={EXTRA_FIELDS.email}
        type="email"
        autoComplete="email"
        maxLength={254}
        readOnly={readOnly}
        {...email}
      />
      <TextField
        id="iletisim-il"
        label="İl"
        name={EXTRA_FIELDS.province}
        list="iletisim-iller"
        autoComplete="address-level1"
        pattern={PROVINCES.join('|')}
        maxLength={40}
        readOnly={readOnly}
        {...province}
        onBlur={(event) => {
          // 'istanbul' is 'İstanbul': the list's own spelling, which the pattern takes.
          const known = provinceOf(event.currentTarget.value);
          if (known) event.currentTarget.value = known;
          province.onBlur(event);
        }}
      />
      <datalist id="iletisim-iller">
        {PROVINCES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextField
        id="iletisim-konu"
        label="Konu"
        name={EXTRA_FIELDS.topic}
        className="sm:col-span-2"
        defaultValue={topic ?? ''}
        maxLength={200}
        readOnly={readOnly}
      />
    </>
  );
}
