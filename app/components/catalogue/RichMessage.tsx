import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../i18n/en-gb.ts";

type RichValue = string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode);

/**
 * A message with markup inside it (a date in bold, a muted word): `useMessage()` formats plain text,
 * this renders the message's tags (`<b>...</b>`) and element values with the page's messages, so a
 * server translation can reword the whole sentence around them.
 */
export function RichMessage({ id, values }: { id: MessageId; values: Record<string, RichValue> }) {
  return <FormattedMessage id={id} values={values} />;
}
