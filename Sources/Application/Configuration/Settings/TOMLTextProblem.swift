/// Where a text cannot be handed to TOMLKit's parser, and why (``TOMLTableHeaderCheck``,
/// ``TOMLValueCheck``): the 1-based line and column, in Unicode scalars, and what is wrong.
struct TOMLTextProblem: Equatable {
    let line: Int
    let column: Int
    let message: String
}
