import JSONValue
import Testing

@Test func parsesObjectKeepingKeyOrder() throws {
    let value = try JSONValue(parsing: #"{"b":1,"a":[true,null,1.5,"x"]}"#)
    #expect(value.objectValue?.keys == ["b", "a"])
    #expect(value["a"] == [true, nil, 1.5, "x"])
}
