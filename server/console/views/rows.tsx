/** A plain table of texts, or a dash when there is nothing. */
export function Rows({ rows }: { rows: string[][] }) {
  if (rows.length === 0) return <p>-</p>
  return (
    <table>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            {r.map((c, j) => (
              <td key={j}>{c}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
