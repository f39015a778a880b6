/** The task list as the API bench asks for it: the first 50 tasks, 21 fields each with the project's name. */
export const LIST_QUERY = `query BenchTasks($first: Int) { tasks(first: $first) { edges { node { id rowId name description completed completedAt timeSpent
    priority duration projectRowId project { name } position dueDate assigneeEmail assigneeName emailSent emailSentAt createdAt updatedAt } } } }`;

/** POST /graphql's body for LIST_QUERY (bench/api.ts and the tools). */
export const GQL_LIST = JSON.stringify({ query: LIST_QUERY, variables: { first: 50 } });
