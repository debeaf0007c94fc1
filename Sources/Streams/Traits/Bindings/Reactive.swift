import Foundation

/// The `.rx` namespace: reactive extensions of a type live in `extension Reactive where Base:
/// MyType`, so they read `NotificationCenter.default.rx.notification(name)` and never clash with
/// the type's own members.
///
/// For a class, every writable property is also reachable as a ``Binder``:
/// `viewModel.title.drive(label.rx.text)` for `label.text`.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    /// Creates the namespace of a value; usually reached through ``ReactiveCompatible/rx-swift.property``.
    ///
    /// - Parameter base: The extended value.
    public init(_ base: Base) {
        self.base = base
    }

    /// Returns a ``Binder`` that writes each element to a property of the base object, on the
    /// main thread, holding the object weakly.
    ///
    /// - Parameter keyPath: The property written, reached as `base.rx.property`.
    /// - Returns: A binder of the property's type.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

/// A type with an `.rx` namespace (``Reactive``).
///
/// Conform a type to it to extend `Reactive where Base: MyType`; every `NSObject` already
/// conforms.
public protocol ReactiveCompatible {
    /// The type the namespace extends (usually `Self`).
    associatedtype ReactiveBase

    /// The namespace for static reactive extensions.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The namespace for reactive extensions.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The namespace for static reactive extensions: `Reactive<Self>.self`.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // A setter so that `mutating` extensions of `Reactive` can be called through `.rx`.
        // swiftlint:disable:next unused_setter_value
        set {}
    }

    /// The namespace for reactive extensions of this value: `Reactive(self)`.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // swiftlint:disable:next unused_setter_value
        set {}
    }
}

extension NSObject: ReactiveCompatible {}
