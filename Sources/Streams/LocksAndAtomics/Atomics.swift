import CStreamsAtomics

/// How an atomic load orders the memory accesses around it (C11's orderings, under the names
/// Swift's `Synchronization` module gives them).
@usableFromInline @frozen
package enum AtomicLoadOrdering: Sendable {
    /// Atomic, and nothing more.
    case relaxed
    /// Sees everything written before the release it reads from.
    case acquiring
    /// Acquiring, and in one total order with every other sequentially consistent operation.
    case sequentiallyConsistent
}

/// How an atomic store orders the memory accesses around it.
@usableFromInline @frozen
package enum AtomicStoreOrdering: Sendable {
    /// Atomic, and nothing more.
    case relaxed
    /// Publishes everything this thread wrote before it.
    case releasing
    /// Releasing, and in one total order with every other sequentially consistent operation.
    case sequentiallyConsistent
}

/// How an atomic read-modify-write orders the memory accesses around it.
@usableFromInline @frozen
package enum AtomicUpdateOrdering: Sendable {
    /// Atomic, and nothing more.
    case relaxed
    /// Its read sees everything written before the release it reads from.
    case acquiring
    /// Its write publishes everything this thread wrote before it.
    case releasing
    /// Both.
    case acquiringAndReleasing
    /// Both, and in one total order with every other sequentially consistent operation.
    case sequentiallyConsistent
}

/// A word that threads read and change at once, reached through its address: C11 atomics
/// (`CStreamsAtomics`), which every platform Streams supports has — Swift's `Atomic` needs iOS 18
/// and macOS 15.
///
/// The word lives in an object, at an address that does not move while the object lives: the
/// object's **first stored property** (`init(inFirstStoredPropertyOf:offset:)`), a word or a
/// struct of words, declared `@exclusivity(unchecked) var atomics` and never read or written by
/// Swift code after the object's initializer — only through `UnsafeAtomic`. (Swift gives no stable
/// address to a stored property it accesses itself, and ThreadSanitizer would report its
/// accesses from several threads as races; the first stored property's address is the object's
/// own plus a constant.) The initializer checks the layout in debug builds
/// (`assertAtomicsAreFirst`). A word with no object of its own lives in an ``AtomicCell``.
///
/// Building one is pointer arithmetic with a constant, so owners make one wherever they need it
/// instead of storing it. (The offset of a word inside a struct of words is a constant the
/// struct declares, checked against `MemoryLayout.offset(of:)` by the tests: a key path, though
/// folded away in the end, makes the optimizer judge the code that uses it too costly to
/// inline.)
@usableFromInline @frozen
package struct UnsafeAtomic<Value: AtomicWord>: AtomicOperations {
    @usableFromInline package let address: UnsafeMutablePointer<Value>

    /// The word `offset` bytes into `object`'s first stored property (0: the property is the
    /// word).
    @inlinable
    package init(inFirstStoredPropertyOf object: borrowing AnyObject, offset: Int = 0) {
        address = _getUnsafePointerToStoredProperties(object)
            .advanced(by: offset)
            .assumingMemoryBound(to: Value.self)
    }
}

extension UnsafeAtomic where Value == Int {
    /// The process-wide word `word`.
    @inlinable
    init(_ word: ProcessWord) {
        address = streams_process_word_address(word.rawValue)
    }
}

extension UnsafeAtomic where Value == UInt {
    /// The process-wide word `word`, as the same bits unsigned.
    @inlinable
    init(_ word: ProcessWord) {
        address = UnsafeMutableRawPointer(streams_process_word_address(word.rawValue)).assumingMemoryBound(
            to: UInt.self)
    }
}

/// Streams' process-wide atomic words: `CStreamsAtomics`' `streams_process_words`, plain C
/// globals that start at 0 and cost one load to read (a Swift global holding an object costs a
/// `swift_once` check each time), for the switches that every subscription checks.
@usableFromInline
enum ProcessWord: Int32 {
    /// `SubscriptionRegistry.switches`.
    case subscriptionRegistrySwitches
    /// `SubscriptionRegistry`: the id of the latest record made.
    case subscriptionRegistryLastID
    /// `Resources.total`.
    case resourcesTotal
    /// `Hooks.recordCallStackOnError`, 0 or 1.
    case recordsCallStack
    /// The main thread's `currentThreadIdentifier()`, once known (Linux).
    case mainThreadIdentifier
}

/// One atomic word in an object of its own, for a word that has no object to live in: a
/// scheduler's counter, a test's.
@usableFromInline
package final class AtomicCell<Value: AtomicWord>: AtomicOperations, @unchecked Sendable {
    // @unchecked Sendable: `atomics` is only reached through `address`, atomically.
    @exclusivity(unchecked) @usableFromInline var atomics: Value

    @inlinable
    package init(_ value: Value) {
        atomics = value
        assertAtomicsAreFirst(self, &atomics)
    }

    @inlinable
    package var address: UnsafeMutablePointer<Value> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: Value.self)
    }
}

/// The atomic operations on a word at `address` — `UnsafeAtomic`'s and `AtomicCell`'s — with
/// the names and results of Swift's `Synchronization.Atomic`.
@usableFromInline
package protocol AtomicOperations {
    associatedtype Value: AtomicWord
    var address: UnsafeMutablePointer<Value> { get }
}

extension AtomicOperations {
    @inlinable
    package func load(ordering: AtomicLoadOrdering) -> Value {
        Value.atomicLoad(at: address, ordering: ordering)
    }

    @inlinable
    package func store(_ value: Value, ordering: AtomicStoreOrdering) {
        Value.atomicStore(value, at: address, ordering: ordering)
    }

    /// Stores `value`; returns the value it replaced.
    @inlinable
    package func exchange(_ value: Value, ordering: AtomicUpdateOrdering) -> Value {
        Value.atomicExchange(value, at: address, ordering: ordering)
    }

    /// Stores `desired` if the word holds `expected`; `original` is what it held. A failed
    /// exchange loads with `ordering` less its releasing part.
    @inlinable
    package func compareExchange(expected: Value, desired: Value, ordering: AtomicUpdateOrdering) -> (
        exchanged: Bool, original: Value
    ) {
        Value.atomicCompareExchange(expected: expected, desired: desired, at: address, ordering: ordering)
    }
}

extension AtomicOperations where Value: AtomicInteger {
    /// Adds `operand`, wrapping.
    @inlinable @discardableResult
    package func wrappingAdd(_ operand: Value, ordering: AtomicUpdateOrdering) -> (oldValue: Value, newValue: Value) {
        let old = Value.atomicWrappingAdd(operand, at: address, ordering: ordering)
        return (old, old &+ operand)
    }

    /// Subtracts `operand`, wrapping.
    @inlinable @discardableResult
    package func wrappingSubtract(_ operand: Value, ordering: AtomicUpdateOrdering) -> (
        oldValue: Value, newValue: Value
    ) {
        let old = Value.atomicWrappingAdd(0 &- operand, at: address, ordering: ordering)
        return (old, old &- operand)
    }

    /// Sets the bits of `mask`.
    @inlinable @discardableResult
    package func bitwiseOr(_ mask: Value, ordering: AtomicUpdateOrdering) -> (oldValue: Value, newValue: Value) {
        let old = Value.atomicBitwiseOr(mask, at: address, ordering: ordering)
        return (old, old | mask)
    }

    /// Keeps only the bits of `mask`.
    @inlinable @discardableResult
    package func bitwiseAnd(_ mask: Value, ordering: AtomicUpdateOrdering) -> (oldValue: Value, newValue: Value) {
        let old = Value.atomicBitwiseAnd(mask, at: address, ordering: ordering)
        return (old, old & mask)
    }
}

/// A type an atomic word can hold: `Bool`, `UInt8`, `Int` and `UInt`, each with the C atomics
/// of its size (their conformances are generated: Atomics+Words.swift).
@usableFromInline
package protocol AtomicWord {
    static func atomicLoad(at address: UnsafeMutablePointer<Self>, ordering: AtomicLoadOrdering) -> Self
    static func atomicStore(_ value: Self, at address: UnsafeMutablePointer<Self>, ordering: AtomicStoreOrdering)
    static func atomicExchange(_ value: Self, at address: UnsafeMutablePointer<Self>, ordering: AtomicUpdateOrdering)
        -> Self
    static func atomicCompareExchange(
        expected: Self, desired: Self, at address: UnsafeMutablePointer<Self>, ordering: AtomicUpdateOrdering
    ) -> (exchanged: Bool, original: Self)
}

/// An integer an atomic word can hold, with atomic arithmetic and bit operations.
@usableFromInline
package protocol AtomicInteger: AtomicWord, FixedWidthInteger {
    /// Adds `operand`, wrapping; returns the value before.
    static func atomicWrappingAdd(
        _ operand: Self, at address: UnsafeMutablePointer<Self>, ordering: AtomicUpdateOrdering
    ) -> Self
    /// Sets the bits of `mask`; returns the value before.
    static func atomicBitwiseOr(_ mask: Self, at address: UnsafeMutablePointer<Self>, ordering: AtomicUpdateOrdering)
        -> Self
    /// Keeps only the bits of `mask`; returns the value before.
    static func atomicBitwiseAnd(_ mask: Self, at address: UnsafeMutablePointer<Self>, ordering: AtomicUpdateOrdering)
        -> Self
}

/// In debug builds, stops unless `atomics` — `&object.atomics`, passed by the initializer of
/// `object` — is `object`'s first stored property, where `UnsafeAtomic` looks for it.
@inlinable @inline(__always)
package func assertAtomicsAreFirst<Atomics>(_ object: AnyObject, _ atomics: UnsafeMutablePointer<Atomics>) {
    assert(
        UnsafeMutableRawPointer(atomics) == _getUnsafePointerToStoredProperties(object),
        "\(type(of: object)): `atomics` must be the first stored property (see UnsafeAtomic)")
}
