/**
 * A streaming CSV reader (RFC 4180: quoted fields, doubled quotes, CRLF or LF, newlines inside
 * quotes). It yields each record with the line number it starts on, holding at most one chunk and one
 * partial record in memory.
 */

export interface CsvRecord {
  /** 1-based line number of the record's first line. */
  line: number;
  fields: string[];
}

export async function* readCsv(source: AsyncIterable<string | Buffer>, onBytes?: (n: number) => void): AsyncGenerator<CsvRecord> {
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let recordLine = 1;
  let pending = "";
  let started = false;

  for await (const raw of source) {
    const chunk = typeof raw === "string" ? raw : raw.toString("utf8");
    onBytes?.(typeof raw === "string" ? Buffer.byteLength(raw) : raw.length);
    const text = pending + chunk;
    pending = "";
    let i = 0;
    const n = text.length;
    // Strip a byte-order mark at the very start.
    if (!started) {
      started = true;
      if (text.charCodeAt(0) === 0xfeff) i = 1;
    }
    while (i < n) {
      if (quoted) {
        const q = text.indexOf('"', i);
        if (q < 0) {
          const part = text.slice(i);
          for (let k = 0; k < part.length; k++) if (part.charCodeAt(k) === 10) line++;
          field += part;
          break;
        }
        if (q + 1 >= n) {
          // A quote at the end of the chunk: it may be the first of a doubled pair.
          const part = text.slice(i, q);
          for (let k = 0; k < part.length; k++) if (part.charCodeAt(k) === 10) line++;
          field += part;
          pending = '"';
          break;
        }
        const part = text.slice(i, q);
        for (let k = 0; k < part.length; k++) if (part.charCodeAt(k) === 10) line++;
        field += part;
        if (text.charCodeAt(q + 1) === 34) {
          field += '"';
          i = q + 2;
        } else {
          quoted = false;
          afterQuote = true;
          i = q + 1;
        }
        continue;
      }
      const c = text.charCodeAt(i);
      if (c === 44) {
        fields.push(field);
        field = "";
        afterQuote = false;
        i++;
      } else if (c === 10 || c === 13) {
        if (c === 13) {
          if (i + 1 >= n) {
            pending = "\r";
            break;
          }
          if (text.charCodeAt(i + 1) === 10) i++;
        }
        fields.push(field);
        field = "";
        afterQuote = false;
        if (!(fields.length === 1 && fields[0] === "")) yield { line: recordLine, fields };
        fields = [];
        line++;
        recordLine = line;
        i++;
      } else if (c === 34 && field === "" && !afterQuote) {
        quoted = true;
        i++;
      } else {
        // Unquoted run up to the next delimiter.
        let j = i;
        while (j < n) {
          const d = text.charCodeAt(j);
          if (d === 44 || d === 10 || d === 13) break;
          j++;
        }
        field += text.slice(i, j);
        i = j;
      }
    }
  }
  // A quote or CR left pending at the very end closes the field or the record.
  if (field !== "" || fields.length) {
    fields.push(field);
    yield { line: recordLine, fields };
  }
}

/**
 * A copy of a field (or of text built from fields) that does not keep its chunk alive. The fields
 * readCsv yields are, for the most part, slices of the chunk they were read from (about a megabyte),
 * and the JavaScript engine keeps the whole chunk in memory while any slice of it is: a value kept
 * beyond its row (a cached code, a held-back row, a reported reason) must be detached, or memory grows
 * with the file.
 */
export function detach(text: string): string {
  return text.length < 13 ? text : Buffer.from(text, "utf8").toString("utf8");
}
