import { render } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { NativeSelectField, OutlinedTextField } from './outlined-field';

/**
 * The markup without Emotion's generated class names: in a test build they also name the styled
 * layers they come from (TextField's root is FormControl in a layer of its own, with no style).
 */
function markup(element: Element): string {
  return element.outerHTML.replace(/ ?css-[\w-]+/g, '');
}

it('an outlined text field has TextField’s markup: label, input, helper text and their ids', () => {
  const mui = render(
    <TextField
      id="pickup"
      label="Pickup location"
      placeholder="Hotel"
      error
      helperText="Required"
      fullWidth
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />,
  );
  const ours = render(
    <OutlinedTextField
      id="pickup"
      label="Pickup location"
      placeholder="Hotel"
      error
      helperText="Required"
      fullWidth
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />,
  );
  expect(markup(ours.container.firstElementChild!)).toBe(markup(mui.container.firstElementChild!));
  mui.unmount();
  expect(ours.getByRole('textbox', { name: 'Pickup location' })).toHaveAccessibleDescription('Required');
});

it('a native select field has the markup of TextField select native, its label and its note', () => {
  const options = ['09:00', '10:00'].map((time) => (
    <option key={time} value={time}>
      {time}
    </option>
  ));
  const mui = render(
    <TextField
      select
      id="time"
      label="Pickup time"
      value="10:00"
      onChange={() => {}}
      helperText="Out of hours"
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options}
    </TextField>,
  );
  const ours = render(
    <NativeSelectField
      id="time"
      label="Pickup time"
      value="10:00"
      onChange={() => {}}
      helperText="Out of hours"
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    >
      {options}
    </NativeSelectField>,
  );
  // The one difference: the input's root is named after NativeSelect, not Select (no style targets either).
  expect(markup(ours.container.firstElementChild!)).toBe(
    markup(mui.container.firstElementChild!).replace('MuiSelect-root', 'MuiNativeSelect-root'),
  );
  mui.unmount();
  expect(ours.getByRole('combobox', { name: 'Pickup time' })).toHaveAccessibleDescription('Out of hours');
});
