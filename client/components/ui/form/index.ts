// The form kit: every form draws its fields, hints and errors with these, and formats what is typed with its masks.
export { FormField, type FormFieldProps } from './FormField';
export { InputField, type InputFieldProps } from './InputField';
export { describedByOf, errorIdOf, FieldError, FieldHint, FieldLabel, hintIdOf, type FieldErrorProps, type FieldHintProps, type FieldLabelProps } from './field';
export { leftPhone, typedPhone } from './masks';
