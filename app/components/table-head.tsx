import { Table } from "@chakra-ui/react";

/** A table's header row: one column header per name, in order (the docs' and the archive's tables). */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column) => (
          <Table.ColumnHeader key={column} scope="col">
            {column}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
